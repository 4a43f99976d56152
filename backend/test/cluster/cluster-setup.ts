import type { TestProject } from 'vitest/node';
import databaseSetup from '../global-setup';
// @ts-expect-error plain ESM helpers shared with the root scripts
import { startCluster } from '../../../scripts/lib/cluster.mjs';

export interface ClusterInfo {
  /** nginx, in front of every API process. */
  url: string;
  apiUrls: string[];
  apiPids: number[];
  workerPids: number[];
  jwtSecret: string;
  smtpFile: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    cluster: ClusterInfo;
  }
}

/** The run's database, then the whole deployment on it (scripts/lib/cluster.mjs): 3 API processes, 2 workers, nginx. */
export default async function setup(project: TestProject) {
  const dropDatabase = await databaseSetup(project);
  const { databaseUrl } = project.getProvidedContext();
  const cluster = await startCluster({
    databaseUrl,
    apis: 3,
    workers: 2,
    // The sign-in limit under test: 10 attempts a minute per address and per email.
    env: {
      RATE_LIMIT_PER_MINUTE: '10',
      CATALOGUE_CACHE_SECONDS: '300',
      QUESTIONS_CACHE_SECONDS: '300',
      ...(process.env.TEST_LOG_LEVEL ? { LOG_LEVEL: process.env.TEST_LOG_LEVEL } : {}),
    },
    log: (message: string) => console.log(message),
  });
  const { url, apiUrls, apiPids, workerPids, jwtSecret, smtpFile } = cluster;
  project.provide('cluster', { url, apiUrls, apiPids, workerPids, jwtSecret, smtpFile });
  return async () => {
    await cluster.stop();
    await dropDatabase();
  };
}
