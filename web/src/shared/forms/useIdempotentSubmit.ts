import { useRef, useState, type FormEvent } from 'react';
import { apiFailureOf, type FailureKeys } from '../api/apiErrorCode';
import type { FieldErrors } from './fieldErrors';

/** Why sending failed, as an `errors.*` key of the form's namespace. */
export type SubmitFailure = 'rateLimited' | 'invalid' | 'network' | 'generic';

const FAILURES: FailureKeys<SubmitFailure> = {
  byCode: { rate_limited: 'rateLimited', invalid_request: 'invalid' },
  byStatus: { 429: 'rateLimited', 400: 'invalid' },
  signedOut: 'generic',
  network: 'network',
  generic: 'generic',
};

export type SubmitCheck<Input> = { ok: true; input: Input } | { ok: false; errors: FieldErrors };

interface Options<Input> {
  /** The input under this id, or the fields to correct; may load its checks lazily. */
  check: (id: string) => Promise<SubmitCheck<Input>>;
  send: (input: Input) => Promise<unknown>;
  fields: { show: (errors: FieldErrors) => void; reset: () => void };
  onSent: () => void;
}

const newId = () => crypto.randomUUID();

/**
 * Checks and sends a form under a client id that the api stores once: a retry after a failure
 * keeps the id (the form keeps what was typed), so it is not stored twice; `again` starts the
 * next submission with a new id, while the form clears its own values.
 */
export function useIdempotentSubmit<Input>({ check, send, fields, onSent }: Options<Input>) {
  const [id, setId] = useState(newId);
  const [sent, setSent] = useState<Input | null>(null);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const [sending, setSending] = useState(false);
  // Set at once, unlike `sending`: a double click sends once.
  const busy = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setFailure(null);
    try {
      const result = await check(id);
      if (!result.ok) {
        fields.show(result.errors);
        return;
      }
      await send(result.input);
      setSent(result.input);
      onSent();
    } catch (error) {
      // A lazy chunk that fails to load is a network failure too.
      setFailure(apiFailureOf(error, FAILURES));
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  const again = () => {
    setId(newId());
    setSent(null);
    fields.reset();
  };

  return { sent, failure, sending, submit, again };
}
