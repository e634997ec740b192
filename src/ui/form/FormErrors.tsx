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

/** The server's messages that belong to no field of the form, announced when they appear. */
export function FormErrors({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert" className={block}>
      {messages.map((text) => (
        // The server's words, in whatever language it wrote them, keep their own direction.
        <p key={text}>
          <bdi>{text}</bdi>
        </p>
      ))}
    </div>
  );
}
