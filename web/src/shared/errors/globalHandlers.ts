/**
 * Spec §8: unhandled rejections and global errors are only logged; rejections are kept from
 * surfacing. The error boundaries show the user a message and a retry.
 */
export function installGlobalErrorHandlers(target: Window = window): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    console.error('Unhandled promise rejection', event.reason);
    event.preventDefault();
  };
  const onError = (event: ErrorEvent) => {
    console.error('Unhandled error', event.error ?? event.message);
  };
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onError);
  return () => {
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onError);
  };
}
