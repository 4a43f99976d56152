#!/usr/bin/env node
// A tiny Prisma generator: writes the DMMF datamodel (models, fields, native types, enums, indexes)
// as JSON for prisma/tools/drift-check.mjs.
const fs = require('node:fs');
const path = require('node:path');
const { generatorHandler } = require('@prisma/generator-helper');

generatorHandler({
  onManifest: () => ({ prettyName: 'Datamodel JSON', defaultOutput: './datamodel.json' }),
  onGenerate: async (options) => {
    const out = options.generator.output.value;
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, JSON.stringify(options.dmmf.datamodel, null, 2));
  },
});
