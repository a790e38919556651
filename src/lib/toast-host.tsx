import { ToastContainer } from 'react-toastify';
import { toastContainerDefaults } from '#src/lib/toast.ts';

/** The one toast area of the app: bottom-centre, 5 s by default. Rendered once by the shell. */
export function ToastHost() {
  return <ToastContainer {...toastContainerDefaults} />;
}
