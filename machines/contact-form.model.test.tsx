import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { ContactForm, contactFormMachine, type ContactInput, type ContactSampleEvent, type SupportTicketReceipt, type TicketToSend } from '@/features/contact-form';
import { renderWithApp, translator } from '@/shared/testing';
import { catalogueEntry } from './catalogue';
import { manualCalls, testMachineModel, type ModelHarness } from './model-based';

type Snapshot = SnapshotFrom<typeof contactFormMachine>;

const t = translator('fr');

/** The contact form in French, its sending answered by hand as each path says. */
function contactHarness(): ModelHarness<Snapshot, ContactSampleEvent> {
  const sent = manualCalls<TicketToSend, SupportTicketReceipt>();
  const logic = contactFormMachine.provide({ actors: { sendTicket: fromPromise(({ input }: { input: TicketToSend }) => sent.call(input)) } });
  // A phone's picker lets a person choose any kind of file.
  const user = userEvent.setup({ delay: null, applyAccept: false });
  const fileInput = () => screen.getByLabelText(t(screen.queryByRole('list', { name: t('contact.files.chosen') }) ? 'contact.files.addMore' : 'contact.files.add'));

  return {
    render: (inspect, input) => {
      renderWithApp(<ContactForm logic={logic} inspect={inspect} input={input as ContactInput} />);
    },

    async perform(event, from) {
      switch (event.type) {
        case 'EDIT': {
          const field = screen.getByLabelText(t('contact.content'));
          await user.clear(field);
          await user.paste(event.value);
          return;
        }
        case 'ADD_FILES':
          await user.upload(
            fileInput(),
            event.files.map((chosen) => chosen.file as File),
          );
          return;
        case 'REMOVE_FILE':
          // The remove buttons in the list's order (the same file may be chosen twice).
          await user.click(within(screen.getByRole('list', { name: t('contact.files.chosen') })).getAllByRole('button')[event.index]!);
          expect(from.context.files[event.index]).toBeDefined();
          return;
        case 'SUBMIT':
          await user.click(screen.getByRole('button', { name: t('contact.send') }));
          return;
        case 'xstate.done.actor.sendTicket':
        case 'xstate.error.actor.sendTicket':
          sent.settleFrom(event);
          return;
      }
    },

    expectState(snapshot) {
      const { fields, files, refused, errors, receipt } = snapshot.context;
      if (snapshot.matches('sent') && receipt) {
        expect(screen.getByRole('heading', { name: t('contact.sent.title') })).toHaveFocus();
        expect(screen.getByRole('status')).toHaveTextContent(t('contact.sent.reference', { reference: receipt.reference }));
        expect(screen.queryByRole('textbox')).toBeNull();
        expect(sent.inputs.at(-1)).toEqual({ fields, files });
        return;
      }
      expect(screen.getByLabelText(t('contact.name'))).toHaveValue(fields.sender_name);
      expect(screen.getByLabelText(t('contact.email'))).toHaveValue(fields.sender_email);
      expect(screen.getByLabelText(t('contact.object'))).toHaveValue(fields.object);
      expect(screen.getByLabelText(t('contact.content'))).toHaveValue(fields.content);
      const list = screen.queryByRole('list', { name: t('contact.files.chosen') });
      expect(list ? within(list).getAllByRole('listitem').map((item) => item.firstChild?.textContent) : []).toEqual(files.map((file) => file.name));
      // Each field the context says is wrong is marked, and only those.
      const invalid = [...document.querySelectorAll('[aria-invalid="true"]')].map((element) => element.getAttribute('name'));
      expect(invalid.sort()).toEqual(Object.keys(errors).sort());

      const alerts = screen.queryAllByRole('alert').map((element) => element.textContent);
      const refusals = refused.map((file) => t(`contact.files.refused.${file.reason}`, { name: file.name, max: 3 }));
      const submit = screen.getByRole('button', { name: t(snapshot.matches('sending') ? 'contact.sending' : 'contact.send') });

      if (snapshot.matches('sending')) {
        expect(submit).toBeDisabled();
        expect(alerts).toEqual([]);
        expect(sent.inputs.at(-1)).toEqual({ fields, files });
      } else if (snapshot.matches('failed')) {
        expect(submit).toBeEnabled();
        expect(alerts).toEqual([t('contact.failed')]);
      } else if (snapshot.matches('throttled')) {
        expect(submit).toBeEnabled();
        expect(alerts).toEqual([t('contact.throttled', { minutes: 12 })]);
      } else if (snapshot.matches('editing')) {
        expect(submit).toBeEnabled();
        expect(alerts).toHaveLength(Object.keys(errors).length + refusals.length);
        expect(alerts).toEqual(expect.arrayContaining(refusals));
      } else {
        throw new Error(`The harness does not know the state ${JSON.stringify(snapshot.value)}`);
      }
    },
  };
}

testMachineModel(catalogueEntry('contactForm'), contactHarness);
