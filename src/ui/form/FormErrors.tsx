import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';

const block = css({
  display: 'grid',
  gap: '1',
  padding: '3',
  borderRadius: 'l2',
  borderWidth: 'thin',
  borderColor: 'error',
  color: 'error',
  fontWeight: 'semibold',
  '& p': { margin: 0 },
});

/**
 * The server's messages that belong to no field of the form, announced when they appear. When the
 * focus is on the button that sent the form (no refused field took it, and the user was not typing
 * in one), they take it, and so come into view: above a long form, Save is a screen away from them
 * (the error summary's pattern).
 */
export function FormErrors({ messages }: { messages: readonly string[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (messages.length > 0 && (!active || active === document.body || active.matches('button')))
      ref.current?.focus();
  }, [messages]);
  if (messages.length === 0) return null;
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={block}>
      {messages.map((text) => (
        // The server's words, in whatever language it wrote them, keep their own direction.
        <p key={text}>
          <bdi>{text}</bdi>
        </p>
      ))}
    </div>
  );
}
