import { useId } from 'react';

import { useActorRef, useSelector } from '@xstate/react';
import { journeyInspect } from '@/shared/lib';
import { fromPromise, type InspectionEvent } from 'xstate';
import { useT } from '@/shared/i18n';
import { Button, Link } from '@/shared/ui';
import { unsubscribePhone } from '../api/subscribe';
import { shareInFlight } from '../lib/share-in-flight';
import { phoneUnsubscribeMachine, type PhoneUnsubscribeMachine, type PhoneUnsubscription } from '../model/phone-machine';
import type { PhoneUnsubscribeRequest } from '../model/phone-link';
import { selectPhoneRequest, selectPhoneUnsubscribeState } from '../model/selectors';
import styles from './PhoneUnsubscribe.module.css';

/**
 * The phone unsubscription machine with a given call. The call is shared while it runs, so that
 * React's StrictMode, which mounts twice, sends one request; a retry after a failure sends another.
 */
export function createPhoneUnsubscribeLogic(call: (request: PhoneUnsubscribeRequest) => Promise<PhoneUnsubscription>) {
  const once = shareInFlight(call, ({ phone, list }) => `${list} ${phone}`);
  return phoneUnsubscribeMachine.provide({ actors: { unsubscribe: fromPromise(({ input }) => once(input)) } });
}

const unsubscribingMachine = createPhoneUnsubscribeLogic(unsubscribePhone);

export interface PhoneUnsubscribeProps {
  /** The `{number}` of `/unsub/{number}/{list}`, as it stands in the link. */
  number: string;
  /** The `{list}` of the link: KID or WOMAN. */
  list: string;
  /** The machine to run; by default the one calling the API. */
  logic?: PhoneUnsubscribeMachine;
  inspect?: (event: InspectionEvent) => void;
}

/** The page a text message's unsubscribe link opens: it unsubscribes on arrival and says so. */
export function PhoneUnsubscribe({ number, list, logic = unsubscribingMachine, inspect }: PhoneUnsubscribeProps) {
  const t = useT();
  const actor = useActorRef(logic, { input: { number, list }, inspect: inspect ?? journeyInspect });
  const state = useSelector(actor, selectPhoneUnsubscribeState);
  const request = useSelector(actor, selectPhoneRequest);
  const titleId = useId();

  const home = (
    <Button asChild variant="secondary">
      <Link href="/">{t('unsub.home')}</Link>
    </Button>
  );

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t('unsub.title')}
      </h1>
      <div role="status" className={styles.message}>
        {state === 'pending' && t('unsub.pending')}
        {state === 'done' && request && t('unsub.done', { phone: request.phone, list: request.list })}
      </div>
      {state === 'invalid' && (
        <p role="alert" className={styles.problem}>
          {t('unsub.invalid')}
        </p>
      )}
      {state === 'failed' && (
        <>
          <p role="alert" className={styles.problem}>
            {t('unsub.failed')}
          </p>
          <Button variant="primary" className={styles.action} onClick={() => actor.send({ type: 'RETRY' })}>
            {t('unsub.retry')}
          </Button>
        </>
      )}
      {(state === 'done' || state === 'invalid') && <div className={styles.action}>{home}</div>}
    </section>
  );
}
