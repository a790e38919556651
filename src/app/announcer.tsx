import { useSnapshot } from 'valtio';
import { LiveRegion } from '#src/components/live-region.tsx';
import { announcerStore } from '#src/lib/announce.ts';

/** The shell's single polite live region, fed by announce(). */
export function Announcer() {
  const { message } = useSnapshot(announcerStore);
  return <LiveRegion id="app-announcer" message={message} />;
}
