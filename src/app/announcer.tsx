import { useSnapshot } from 'valtio';
import { LiveRegion } from '#src/components/live-region.tsx';
import { announcer } from '#src/lib/announce.ts';

/** The shell's single polite live region, fed by announce(). */
export function Announcer() {
  const { message } = useSnapshot(announcer);
  return <LiveRegion id="app-announcer" message={message} />;
}
