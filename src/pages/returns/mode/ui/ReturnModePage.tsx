import { useState, type FormEvent } from 'react';
import { RadioGroup } from 'radix-ui';
import { useLocation } from 'wouter';
import { forgetReturns, getReturnMode, updateReturnMode, useFreshResource, type RelayPoint, type ReturnMode, type ReturnModeName } from '@/entities/return';
import { useViewer } from '@/entities/session';
import { RelayPointPicker } from '@/features/shop/relay-point-picker';
import { AccountFrame } from '@/widgets/account-frame';
import { isProblem } from '@/shared/api';
import { usePageTitle, useT } from '@/shared/i18n';
import { isRelayCountry } from '@/shared/lib';
import { Button, FormMessage, TextField } from '@/shared/ui';
import styles from './ReturnModePage.module.css';

/** /infos/edit/return-mode: how the client's parcels go back (post office, relay point, collected at home). */
export default function ReturnModePage() {
  const t = useT();
  usePageTitle(t('returns.mode.title'));
  const mode = useFreshResource('returns:mode', getReturnMode);
  return (
    <AccountFrame title={t('returns.mode.title')} intro={t('returns.mode.intro')} width="narrow">
      {mode.status === 'loading' && <p role="status">{t('returns.mode.loading')}</p>}
      {mode.status === 'failed' && (
        <div className={styles.stack}>
          <FormMessage tone="failure">{t('returns.mode.failed')}</FormMessage>
          <Button variant="secondary" onClick={mode.retry}>
            {t('returns.retry')}
          </Button>
        </div>
      )}
      {mode.status === 'ready' && <ModeForm current={mode.data} />}
    </AccountFrame>
  );
}

type Failure = 'relay' | 'mode' | 'failed' | null;

function ModeForm({ current }: { current: ReturnMode }) {
  const t = useT();
  const [, navigate] = useLocation();
  const { client } = useViewer();
  const [mode, setMode] = useState<ReturnModeName>(current.mode);
  const [point, setPoint] = useState<RelayPoint | null>(current.relay_point);
  const [postcode, setPostcode] = useState(current.relay_point?.postcode ?? client?.default_shipping_address?.postcode ?? '');
  const [searched, setSearched] = useState(postcode.trim());
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);
  const country = current.country_code;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'RELAY' && !point) {
      setFailure('relay');
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      await updateReturnMode(mode === 'RELAY' && point ? { mode, relay_point: point } : { mode });
      forgetReturns();
      navigate('/infos/edit/return-mode/confirmation');
    } catch (error) {
      setSending(false);
      const field = isProblem(error) ? error.errors?.[0]?.field ?? '' : '';
      setFailure(field.startsWith('relay_point') ? 'relay' : field === 'mode' ? 'mode' : 'failed');
    }
  };

  return (
    <form className={styles.stack} onSubmit={submit} noValidate>
      <fieldset className={styles.modes}>
        <legend className={styles.legend}>{t('returns.mode.choose', { carrier: current.carrier })}</legend>
        <RadioGroup.Root
          className={styles.options}
          value={mode}
          onValueChange={(value) => {
            setMode(value as ReturnModeName);
            setFailure(null);
          }}
        >
          {current.available_modes.map((option) => (
            <div key={option} className={styles.option} data-picked={option === mode || undefined}>
              <RadioGroup.Item id={`return-mode-${option}`} value={option} className={styles.radio} aria-describedby={`return-mode-${option}-text`}>
                <RadioGroup.Indicator className={styles.radioDot} />
              </RadioGroup.Item>
              <div className={styles.optionText}>
                <label htmlFor={`return-mode-${option}`} className={styles.optionName}>
                  {t('returns.mode.name', { mode: option })}
                </label>
                <span id={`return-mode-${option}-text`} className={styles.optionHint}>
                  {t('returns.mode.hint', { mode: option })}
                </span>
              </div>
            </div>
          ))}
        </RadioGroup.Root>
      </fieldset>

      {mode === 'RELAY' && isRelayCountry(country) && (
        <div className={styles.relay}>
          <div className={styles.search}>
            <TextField label={t('returns.mode.postcode')} value={postcode} onChange={(event) => setPostcode(event.target.value)} autoComplete="postal-code" inputMode="text" />
            <Button variant="secondary" size="small" onClick={() => setSearched(postcode.trim())} disabled={!postcode.trim()}>
              {t('returns.mode.search')}
            </Button>
          </div>
          {searched && (
            <RelayPointPicker
              country={country}
              postcode={searched}
              picked={point?.id ?? null}
              intro={t('returns.mode.relayIntro')}
              onPick={(picked) => {
                setPoint({ id: picked.id, name: picked.name, street: picked.street, postcode: picked.postcode, city: picked.city, country_code: picked.country_code });
                setFailure(null);
              }}
            />
          )}
        </div>
      )}

      <FormMessage tone="failure">
        {failure === 'relay' ? t('returns.mode.relayMissing') : failure === 'mode' ? t('returns.mode.notOffered') : failure === 'failed' ? t('returns.mode.saveFailed') : ''}
      </FormMessage>
      <Button type="submit" disabled={sending}>
        {t(sending ? 'returns.mode.saving' : 'returns.mode.save')}
      </Button>
    </form>
  );
}
