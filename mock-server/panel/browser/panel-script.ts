// The simulator panel's script (served inlined in the page by panel-page.ts, bundled with what it
// imports by mock-server/browser-scripts): the controls, then the live city.
import { startCity } from './panel-city.ts';
import { startControls } from './panel-controls.ts';
import { startRecording } from './panel-recording.ts';

startControls();
startCity();
startRecording();
