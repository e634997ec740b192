import { type ToastType, toast } from '@/ui/Toast';

export type NoticeType = ToastType;
type Notify = (type: NoticeType, message: string) => void;

/** The shell's toast stack (docs/product.md §2: type, message, Close; gone after 10 s). */
const notify: Notify = (type, message) => {
  toast[type](message);
};

export const useNotify = (): Notify => notify;
