/** What an action on the page said: a success in a status region, a failure in an alert; both always present. */
export type ActionMessage = { text: string; error?: boolean } | null;

export function ActionMessages({ message }: { message: ActionMessage }) {
  return (
    <>
      <p role="status" className={message && !message.error ? 'alert alert--success' : 'visually-hidden'}>
        {message && !message.error ? message.text : ''}
      </p>
      <p role="alert" className={message?.error ? 'alert alert--danger' : 'visually-hidden'}>
        {message?.error ? message.text : ''}
      </p>
    </>
  );
}
