/**
 * How fast the simulator runs when the mock is started for a demo (`npm start`, the static demo):
 * at 5× a simulated buyer orders every 1–5 s and stores accept within seconds, so the panel moves
 * within 10 s, while a person's order at the demo vendor waits for the presenter (simulator-step).
 */
export const PRESENTER_SPEED = 5;
