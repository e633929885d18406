import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from './Button';
import { FormMessage } from './FormMessage';

export interface DownloadButtonProps {
  /** Reads the file (with the client's token: a plain link would go without it). */
  fetchFile: () => Promise<Blob>;
  /** The name the browser saves the file under. */
  fileName: string;
  /** The button's words, while idle and while the file is read. */
  label: ReactNode;
  busyLabel: ReactNode;
  /** Said under the button when the file could not be read. */
  failedMessage: ReactNode;
  /** A fuller accessible name, when several such buttons are listed. */
  accessibleName?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/** Saves a file the API gives: read through the client, then handed to the browser as a download. */
export function DownloadButton({ fetchFile, fileName, label, busyLabel, failedMessage, accessibleName, variant = 'primary', size = 'small' }: DownloadButtonProps) {
  const [state, setState] = useState<'idle' | 'downloading' | 'failed'>('idle');
  const download = async () => {
    setState('downloading');
    try {
      const blob = await fetchFile();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button variant={variant} size={size} onClick={download} disabled={state === 'downloading'} aria-label={accessibleName && state !== 'downloading' ? accessibleName : undefined}>
        {state === 'downloading' ? busyLabel : label}
      </Button>
      {state === 'failed' && <FormMessage tone="failure">{failedMessage}</FormMessage>}
    </>
  );
}
