import { InstallPopup } from './InstallPopup';
import { UpdatePrompt } from './UpdatePrompt';

/** The install popup and the update prompt; mount once in the layout. */
export function PwaWidgets() {
  return (
    <>
      <InstallPopup />
      <UpdatePrompt />
    </>
  );
}
