/**
 * npm run test:cluster [-- --quick]: the cluster test (cluster.ts). Exit 1 on any problem it finds.
 * Needs PostgreSQL at CLUSTER_ADMIN_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres,
 * a throwaway database is created and dropped) and Debian's HAProxy (apt-get install -y haproxy).
 */
import { runCluster } from './cluster.ts';

const result = await runCluster({ quick: process.argv.includes('--quick') });
if (!result.ok) {
  console.error(`\ntest:cluster FAILED:\n- ${result.problems.join('\n- ')}`);
  process.exitCode = 1;
} else console.log('\ntest:cluster passed');
