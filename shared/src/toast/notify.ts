import { loadToastify } from './load';

/*
 * Texts are already translated. The same text shown twice at once is one toast (its id is
 * the text): a burst of identical failures, say offline, does not stack up.
 */

/** An error: announced at once (role="alert"). */
export function notifyError(text: string): void {
  void loadToastify().then(({ toast }) => toast.error(text, { toastId: `error:${text}` }));
}

/** Good news: announced politely (role="status"), not interrupting. */
export function notifySuccess(text: string): void {
  void loadToastify().then(({ toast }) =>
    toast.success(text, { toastId: `success:${text}`, role: 'status' }),
  );
}

export function notifyInfo(text: string): void {
  void loadToastify().then(({ toast }) =>
    toast.info(text, { toastId: `info:${text}`, role: 'status' }),
  );
}
