export { loadToastify } from './load';
export { notifyError, notifyInfo, notifySuccess } from './notify';
export {
  TOAST_AUTO_CLOSE_MS,
  TOAST_DRAG_PERCENT,
  TOAST_TOP_OFFSET_PX,
  Toasts,
  type ToastsProps,
} from './toasts';
