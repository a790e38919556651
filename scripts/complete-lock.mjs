// Adds lock entries for foreign-platform optional packages that npm leaves out when the registry
// it can reach lacks them (this workplace's mirror carries only the Linux builds). Without the
// entries `npm ci` refuses the lock ("Missing: … from lock file"). Each entry copies a present
// sibling of the same parent (dev flag, licence, engines) and infers os/cpu/libc from its name,
// with the keys in the order npm writes them, so a later `npm install` leaves the file unchanged.
// Usage: node scripts/complete-lock.mjs   (after `npm install` added a package with native builds)
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const text = readFileSync(file, 'utf8');
const lock = JSON.parse(text);
const packages = lock.packages;

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'openharmony',
  'win32',
  'netbsd',
  'openbsd',
  'sunos',
  'aix',
];
const CPU = {
  'arm-eabi': 'arm',
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
  loong64: 'loong64',
};

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  if (!os) return undefined;
  const joined = parts.join('-');
  const cpu = joined.includes('arm-eabi')
    ? 'arm'
    : Object.entries(CPU).find(([k]) => parts.includes(k))?.[1];
  if (!cpu) return undefined;
  const libc = parts.some((p) => p.startsWith('musl'))
    ? 'musl'
    : parts.some((p) => p.startsWith('gnu'))
      ? 'glibc'
      : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  const optional = entry.optionalDependencies;
  if (!optional) continue;
  const base = path === '' ? 'node_modules/' : `${path}/node_modules/`;
  const present = Object.keys(optional)
    .map((name) => packages[`${base}${name}`] ?? packages[`node_modules/${name}`])
    .find(Boolean);
  if (!present) continue;
  for (const [name, version] of Object.entries(optional)) {
    if (packages[`${base}${name}`] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    const out = { version };
    out.cpu = [platform.cpu];
    if (present.dev) out.dev = true;
    if (platform.libc) out.libc = [platform.libc];
    if (present.license) out.license = present.license;
    out.optional = true;
    out.os = [platform.os];
    if (present.engines) out.engines = present.engines;
    packages[`node_modules/${name}`] = out;
    added++;
  }
}

// npm writes each entry's keys in a fixed order; hand-made entries must follow it too.
const ORDER = [
  'version',
  'resolved',
  'integrity',
  'cpu',
  'dev',
  'libc',
  'license',
  'optional',
  'os',
];
for (const [path, entry] of Object.entries(packages)) {
  if (!entry.optional || entry.resolved || entry.integrity) continue;
  const sorted = {};
  for (const k of ORDER) if (k in entry) sorted[k] = entry[k];
  for (const k of Object.keys(entry)) if (!(k in sorted)) sorted[k] = entry[k];
  packages[path] = sorted;
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'),
  ),
);
const next = `${JSON.stringify(lock, null, 2)}\n`;
if (next !== text) writeFileSync(file, next);
console.log(
  `complete-lock: ${added} foreign-platform entries added${next !== text ? ', package-lock.json written' : ', nothing to change'}`,
);
