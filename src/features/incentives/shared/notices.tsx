import { X } from 'lucide-react';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { useTranslation } from '@/features/i18n';
import { IconButton } from '@/ui';

/** SPEC.md §2/§9: a toast has a type, a message and a Close button, and vanishes after 10 seconds. */
export const NOTICE_LIFETIME_MS = 10_000;
export type NoticeType = 'success' | 'warning' | 'error' | 'info';
interface Notice {
  id: number;
  type: NoticeType;
  message: string;
}

type Notify = (type: NoticeType, message: string) => void;
const NoticeContext = createContext<Notify | null>(null);

const stack = css({
  position: 'fixed',
  insetBlockStart: '4',
  insetInlineStart: '50%',
  translate: '-50% 0',
  _rtl: { translate: '50% 0' },
  zIndex: 1000,
  display: 'grid',
  gap: '2',
  width: 'toast',
  maxWidth: '90%',
});
const toast = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  paddingBlock: '2',
  paddingInlineStart: '4',
  paddingInlineEnd: '2',
  borderRadius: 'l2',
  borderInlineStartWidth: '4px',
  borderInlineStartStyle: 'solid',
  boxShadow: '0 4px 16px rgba(0,0,0,0.12)',
  color: 'fg',
  fontWeight: 'medium',
  '&[data-type=success]': { bg: 'success.subtle', borderColor: 'success' },
  '&[data-type=error]': { bg: 'error.subtle', borderColor: 'error' },
  '&[data-type=warning]': { bg: 'warning.subtle', borderColor: 'warning' },
  '&[data-type=info]': { bg: 'info.subtle', borderColor: 'info' },
});

/**
 * The incentives pages' toast stack. The shell may provide its own later;
 * until then the feature's layout route renders this one.
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setNotices((list) => list.filter((notice) => notice.id !== id));
  }, []);

  const notify = useCallback<Notify>(
    (type, message) => {
      const id = nextId.current++;
      setNotices((list) => [...list, { id, type, message }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), NOTICE_LIFETIME_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  return (
    <NoticeContext value={notify}>
      {children}
      <div className={stack}>
        {notices.map((notice) => (
          <div
            key={notice.id}
            className={toast}
            data-type={notice.type}
            role={notice.type === 'error' ? 'alert' : 'status'}
          >
            <span className={css({ flex: 1 })}>{notice.message}</span>
            <IconButton icon={X} size="sm" label={t('Close')} onClick={() => dismiss(notice.id)} />
          </div>
        ))}
      </div>
    </NoticeContext>
  );
}

/** Shows a toast; outside a provider it only logs, so a component never crashes for want of one. */
export function useNotify(): Notify {
  const notify = use(NoticeContext);
  return useMemo(() => notify ?? ((type, message) => console.info(`[${type}] ${message}`)), [notify]);
}
