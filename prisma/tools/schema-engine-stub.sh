#!/bin/sh
echo "schema engine stub: migrations are applied by prisma/tools/migrate.mjs" >&2
exit 1
