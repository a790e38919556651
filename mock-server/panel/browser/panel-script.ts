// The simulator panel's script (served inlined in the page by panel-page.ts, bundled with what it
// imports by mock-server/browser-scripts): the controls, the live city, the recorder and, in
// proxy mode, what the backend answered.
import { startCity } from './panel-city.ts';
import { startControls } from './panel-controls.ts';
import { startProxy } from './panel-proxy.ts';
import { startRecording } from './panel-recording.ts';

startControls();
startCity();
startRecording();
startProxy();
