import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage();
const fn = `async ([a, c]) => {
    const load = (s) => new Promise((res) => { const i = new Image(); i.onload = () => res(i); i.src = 'data:image/png;base64,' + s; });
    const [x, y] = await Promise.all([load(a), load(c)]);
    if (x.width !== y.width || x.height !== y.height) return 'size ' + x.width + 'x' + x.height + ' vs ' + y.width + 'x' + y.height;
    const cv = document.createElement('canvas'); cv.width = x.width; cv.height = x.height; const g = cv.getContext('2d');
    g.drawImage(x, 0, 0); const d1 = g.getImageData(0, 0, x.width, x.height).data;
    g.drawImage(y, 0, 0); const d2 = g.getImageData(0, 0, x.width, x.height).data;
    let minX = 1e9, minY = 1e9, maxX = -1, maxY = -1, n = 0;
    for (let i = 0; i < d1.length; i += 4) if (d1[i] !== d2[i] || d1[i+1] !== d2[i+1] || d1[i+2] !== d2[i+2]) { n++; const px = (i / 4) % x.width, py = Math.floor(i / 4 / x.width); minX = Math.min(minX, px); maxX = Math.max(maxX, px); minY = Math.min(minY, py); maxY = Math.max(maxY, py); }
    return n + ' px differ in box ' + minX + ',' + minY + ' – ' + maxX + ',' + maxY;
  }`;
for (const f of process.argv.slice(2)) {
  const a = readFileSync(`/tmp/show/old-${f}.png`).toString('base64');
  const c = readFileSync(`docs/screenshots/${f}.png`).toString('base64');
  console.log(f, await p.evaluate(`(${fn})(${JSON.stringify([a, c])})`));
}
await b.close();
