// `npm run k8s:validate [-- DIR]`: the Kubernetes manifests (default deploy/kubernetes) checked
// against the Kubernetes API schemas, offline (scripts/kubernetes/validate-manifests.ts).
import { resolve } from 'node:path';
import { validateManifests } from './kubernetes/validate-manifests.ts';

const dir = resolve(process.argv[2] ?? 'deploy/kubernetes');
const { count, problems } = validateManifests(dir);
for (const problem of problems) console.error(`  ${problem}`);
console.log(`${dir}: ${count} manifests, ${problems.length} problems`);
process.exit(problems.length === 0 ? 0 : 1);
