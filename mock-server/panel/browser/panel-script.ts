// The simulator panel's script (served inlined in the page by panel-page.ts, bundled with what it
// imports by mock-server/browser-scripts): the controls, the live city and the recorder — or, on a
// proxying mock's page (`data-panel="proxy"`), what the backend answered, the recorder and faults.
import { startCity } from './panel-city.ts';
import { startControls } from './panel-controls.ts';
import { startFaultControls } from './panel-faults.ts';
import { startProxy } from './panel-proxy.ts';
import { startRecording } from './panel-recording.ts';

if (document.body.dataset.panel === 'proxy') {
  startFaultControls();
  startRecording();
  startProxy();
} else {
  startControls();
  startCity();
  startRecording();
}
