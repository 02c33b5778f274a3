import { useIntl } from 'react-intl';
import { useFormSubmission } from '../account/form-submission.ts';
import { errorCode } from '../graphql/client.ts';
import { errorMessage } from '../i18n/intl.ts';

/**
 * A back-office action that cannot be taken back, asked once more first (the form-submission
 * machine's confirming step): the button, then the question with the action and "cancel". A refusal
 * closes the question and says the server's reason in the editor's language; the button asks again.
 */
export function ConfirmedAction({
  label,
  question,
  cancel,
  run,
  onDone,
  quiet = false,
}: {
  /** The button that asks, and the one that confirms. */
  label: string;
  /** Shown while asking, naming what the action is taken on. */
  question: string;
  cancel: string;
  run: () => Promise<unknown>;
  onDone: () => void;
  /** A ghost button (a row's secondary action) rather than a plain one. */
  quiet?: boolean;
}) {
  const intl = useIntl();
  const [state, send] = useFormSubmission(
    async () => {
      await run();
      onDone();
    },
    { refuse: (error) => ({ fieldErrors: {}, failure: errorCode(error) }) },
  );
  return (
    <>
      {state.matches('confirming') ? (
        <>
          <span>{question}</span>
          <button
            type="button"
            className="button button--primary"
            disabled={state.hasTag('busy')}
            onClick={() => send({ type: 'CONFIRM' })}
          >
            {label}
          </button>
          <button type="button" className="button" onClick={() => send({ type: 'CANCEL' })}>
            {cancel}
          </button>
        </>
      ) : (
        <button
          type="button"
          className={quiet ? 'button button--ghost' : 'button'}
          onClick={() => send({ type: 'ASK_TO_CONFIRM', subject: question })}
        >
          {label}
        </button>
      )}
      {state.context.failure && (
        <span role="alert" className="back-office__error">
          {errorMessage(intl, state.context.failure)}
        </span>
      )}
    </>
  );
}
