import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import {
  pushPromptMachine,
  selectIsPromptVisible,
  selectIsSubscribing,
} from '../../../machines/push-prompt.ts';
import { flowInspect } from '../flows/inspect.ts';
import { useExecute } from '../graphql/context.tsx';
import { useT } from '../i18n/intl.ts';
import {
  isQuietPage,
  pushSupported,
  rememberedPushChoice,
  rememberPushChoice,
  subscribeToPush,
} from './push.ts';

/** The prompt itself, loaded once the page has hydrated (push-prompt.tsx). */
export function PushPromptActor() {
  const execute = useExecute();
  const t = useT();
  const [pathname] = useLocation();
  const quiet = isQuietPage(pathname);
  const actor = useActorRef(
    pushPromptMachine.provide({
      actors: { subscribe: fromPromise(() => subscribeToPush(execute)) },
      actions: {
        rememberSubscribed: () => rememberPushChoice('subscribed'),
        rememberOptOut: () => rememberPushChoice('opted-out'),
      },
    }),
    {
      input: { remembered: rememberedPushChoice(), supported: pushSupported(), quietPage: quiet },
      inspect: flowInspect,
    },
  );
  useEffect(() => {
    // a settled prompt (decided earlier, or no Web Push here) has nothing left to hold
    if (actor.getSnapshot().status === 'active') actor.send({ type: 'PAGE_CHANGED', quiet });
  }, [actor, quiet]);
  const visible = useSelector(actor, selectIsPromptVisible);
  const busy = useSelector(actor, selectIsSubscribing);
  if (!visible) return null;
  return (
    <section className="push-prompt" aria-labelledby="push-prompt-title" aria-live="polite">
      <h2 id="push-prompt-title">{t('push.prompt.title')}</h2>
      <p>{t('push.prompt.body')}</p>
      <div className="push-prompt__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => actor.send({ type: 'ACCEPT' })}
        >
          {t('push.prompt.accept')}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => actor.send({ type: 'DECLINE' })}
        >
          {t('push.prompt.decline')}
        </button>
      </div>
    </section>
  );
}
