// The simulator panel: one self-contained HTML page (no external assets) driving the control API
// of the same origin, served by the mock at /__mock/panel — in proxy mode as the proxy's panel,
// without the world's sections. Its script is the TypeScript in panel/browser, bundled and
// inlined (panel-script-text.ts).
import { escapeMarkup } from '#shared/markup.ts';
import { EVENT_KINDS } from '../simulator/behaviours/registry.ts';
import { panelScript } from './panel-script-text.ts';
import {
  faultsSection,
  liveCity,
  proxySection,
  recordSection,
  worldControls,
  worldTables,
} from './panel-sections.ts';

/** `mock`: the world answers the app; `proxy`: a backend does (`--proxy URL`). */
export type PanelMode = 'mock' | 'proxy';

const TITLE = { mock: 'Bukka mock — simulator panel', proxy: 'Bukka mock — proxy panel' };

const styles = `
:root{font-family:system-ui,sans-serif;color:#1d1d1f;background:#faf7f2;--accent:#b34700;--line:#e3ddd3}
*{box-sizing:border-box}
body{margin:0 auto;max-width:1280px;padding:.75rem}
h1{font-size:1.45rem;margin:.2rem 0 .2rem}h2{font-size:1.05rem;margin:0 0 .6rem}
.top{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:.4rem 1rem;margin-bottom:.6rem}
.pill{margin:0;padding:.15rem .7rem;border-radius:999px;background:#eef2f7;font-size:.85rem}
.pill.live{background:#e3f4e6;color:#14532d}.pill.poll{background:#fff4d6;color:#6b4a00}.pill.down{background:#fdecea;color:#8a1c1c}
.grid{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(min(290px,100%),1fr))}
section{background:#fff;border:1px solid var(--line);border-radius:10px;padding:1rem;min-width:0}
label{display:block;font-size:.9rem;margin:.4rem 0 .15rem}
input,select{font:inherit;padding:.35rem .5rem;border:1px solid #9a9187;border-radius:6px;width:100%}
input[type=checkbox]{width:auto}
button{font:inherit;margin:.6rem .4rem 0 0;padding:.4rem .9rem;border-radius:6px;border:1px solid var(--accent);background:var(--accent);color:#fff;cursor:pointer}
button.secondary{background:#fff;color:var(--accent)}
a.button-link{display:inline-block;margin:.6rem .4rem 0 0;padding:.4rem .9rem;border-radius:6px;border:1px solid var(--accent);color:var(--accent);text-decoration:none}
a.button-link[hidden]{display:none}
button:focus-visible,input:focus-visible,select:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.15rem .8rem;margin:0;font-size:.9rem}dt{color:#5c554e}dd{margin:0}
.table-wrap{overflow-x:auto;max-width:100%}
table{border-collapse:collapse;width:100%;font-size:.85rem}th,td{text-align:left;padding:.2rem .3rem;border-bottom:1px solid #eee}
code{font-size:.8rem;word-break:break-all}
#status{min-height:1.4rem;padding:.5rem .8rem;border-radius:6px;background:#eef6ee;margin:0 0 1rem}
#status.error{background:#fdecea}
p.small{font-size:.85rem;color:#5c554e;margin:.3rem 0 0}p.small.error{color:#b3261e}
.row{display:flex;gap:.6rem}.row>*{flex:1;min-width:0}
.wide{grid-column:1/-1}td code{word-break:normal;white-space:nowrap}h3.small{font-size:.95rem;margin:1rem 0 .4rem}
button.link{background:none;border:none;color:#1d4ed8;text-decoration:underline;margin:0;padding:0}
.presets{display:grid;gap:.6rem;grid-template-columns:repeat(auto-fit,minmax(min(210px,100%),1fr));margin-bottom:1rem}
.preset{margin:0;text-align:left;padding:.6rem .8rem;background:#fff;color:#1d1d1f;border:2px solid var(--line);border-radius:10px}
.preset strong{display:block;font-size:1.05rem;color:var(--accent)}.preset span{display:block;font-size:.8rem;color:#5c554e;margin-top:.15rem}
.preset[aria-pressed=true]{border-color:var(--accent);background:#fff3e8}
.preset.outage strong{color:#b42318}.preset.outage[aria-pressed=true]{border-color:#b42318;background:#fdecea}
.figures{display:grid;gap:.6rem;grid-template-columns:repeat(auto-fit,minmax(min(150px,46%),1fr));margin:0 0 1rem;padding:0;list-style:none}
.figures li{background:#fff;border:1px solid var(--line);border-radius:10px;padding:.55rem .8rem}
.figures .k{display:block;font-size:.8rem;color:#5c554e}.figures .v{display:block;font-size:1.55rem;font-weight:700;line-height:1.25;font-variant-numeric:tabular-nums}
.figures .s{display:block;font-size:.75rem;color:#6b645c}.figures .bad .v{color:#b42318}
.live{display:grid;gap:1rem;margin-bottom:1rem}
@media (min-width:900px){.live{grid-template-columns:minmax(0,3fr) minmax(0,2fr)}}
.cities{display:flex;flex-wrap:wrap;gap:.35rem;margin:-.2rem 0 .5rem}
.cities button{margin:0;padding:.2rem .7rem;font-size:.85rem;background:#fff;color:var(--accent)}
.cities button[aria-pressed=true]{background:var(--accent);color:#fff}
#map{position:relative;overflow:hidden;height:clamp(240px,48vh,470px);border-radius:8px;background:#aad3df;touch-action:pan-y}
#map .tiles img{position:absolute;width:256px;height:256px;user-select:none}
#map svg{position:absolute;inset:0;width:100%;height:100%}
#map .rider{transition:transform 1s linear}
#map .attr{position:absolute;right:0;bottom:0;margin:0;padding:.1rem .35rem;font-size:.65rem;background:rgb(255 255 255/85%)}
.legend{display:flex;flex-wrap:wrap;gap:.2rem 1rem;font-size:.8rem;color:#5c554e;margin:.4rem 0 0;padding:0;list-style:none}
.legend i{display:inline-block;width:.8rem;height:.8rem;border-radius:50%;vertical-align:-.1rem;margin-right:.3rem}
#road{margin:.5rem 0 0;padding:0;list-style:none;font-size:.85rem;columns:2 14rem}
#road li{break-inside:avoid;padding:.1rem 0}
.feed-box{display:flex;flex-direction:column;min-height:0}.feed-log{display:flex;flex-direction:column;min-height:0}
#feed{list-style:none;margin:0;padding:0;overflow-y:auto;max-height:clamp(260px,58vh,560px)}
#feed li{display:grid;grid-template-columns:auto 1fr;gap:.1rem .5rem;padding:.4rem 0;border-bottom:1px solid #f0ebe3;font-size:.9rem}
#feed .badge{grid-row:span 2;align-self:start;font-size:.7rem;font-weight:700;text-transform:uppercase;padding:.15rem .4rem;border-radius:4px;background:#eef2f7;white-space:nowrap}
#feed .meta{font-size:.75rem;color:#6b645c}
${EVENT_KINDS.map((k) => `.ev-${k.type} .badge{background:${k.badge.background};color:${k.badge.color}}`).join('\n')}
#feed .person{font-size:.7rem;font-weight:700;border:1px solid currentColor;border-radius:4px;padding:0 .3rem;margin-right:.4rem;color:#1e3a8a}
#feed .whose{color:#4a443e}
.sr{position:absolute;left:-9999px}
ul.problems{margin:0;padding-left:1rem}ul.problems li{margin:.1rem 0}#proxy-box{margin-bottom:1rem}
@media (max-width:599px){.presets{grid-template-columns:1fr 1fr}.preset span{position:absolute;left:-9999px}.preset strong{font-size:.95rem}.figures .v{font-size:1.3rem}}
@media (min-width:1000px) and (max-height:800px){body{font-size:17px}}
`;

/** The page's sections for a mock that answers from its world, or for one that proxies a backend. */
function bodyOf(mode: PanelMode): string {
  const proxying = mode === 'proxy';
  const top = proxying
    ? `<header class="top"><h1>${TITLE.proxy}</h1></header>`
    : `<header class="top"><h1>${TITLE.mock}</h1><p id="conn" class="pill">Connecting to the live city…</p></header>`;
  const controls = proxying
    ? [recordSection(true), faultsSection]
    : [worldControls, recordSection(false), faultsSection, worldTables];
  return `
${top}
<main>
<p id="status" role="status" aria-live="polite">Loading…</p>${proxying ? proxySection : liveCity}
<h2>Controls</h2>
<div class="grid">${controls.join('\n')}
</div></main>`;
}

/**
 * The panel's whole HTML document, with the world's current seed filled in: in `proxy` mode (the
 * mock forwards `/api` to a backend) the proxy's view, recording and faults only.
 */
export function panelHtml(seed: string | number, mode: PanelMode = 'mock'): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TITLE[mode]}</title><style>${styles}</style></head>
<body data-panel="${mode}">${bodyOf(mode).replace('__SEED__', () => escapeMarkup(seed))}<script type="module">${panelScript()}</script></body></html>`;
}
