import { configure, screen, within, type BoundFunctions, type queries } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { fromPromise, type SnapshotFrom } from 'xstate';
import type { Preview, PreviewRef, PreviewSearch, PreviewSearchQuery, PreviewSkip } from '@/entities/preview';
import {
  isRetryableFailure,
  PreviewSkip as PreviewSkipView,
  TrunkPreview,
  trunkPreviewMachine,
  type CommentInput,
  type ReplaceInput,
  type TrunkPreviewInput,
  type TrunkPreviewSampleEvent,
} from '@/features/trunk-preview';
import { createAppIntl, formatSize, sizeValues } from '@/shared/i18n';
import { renderWithApp, SEEDED_MESSAGES, translator } from '@/shared/testing';
import { catalogueEntry } from './catalogue';
import { manualCalls, testMachineModel, type ModelHarness } from './model-based';

type Snapshot = SnapshotFrom<typeof trunkPreviewMachine>;

const t = translator('fr');
const intl = createAppIntl('fr', SEEDED_MESSAGES.fr);
// Role queries skip their costly visibility check (hundreds of paths): what a dialog hides is read within it.
configure({ defaultHidden: true });
const FIRSTNAME = 'Léo';

/** The state as one dotted name, as the page tells them apart. */
const stepOf = (snapshot: Snapshot): string => {
  const flatten = (value: unknown): string => (typeof value === 'string' ? value : Object.entries(value as object).map(([key, inner]) => `${key}.${flatten(inner)}`)[0]!);
  return flatten(snapshot.value);
};

const button = (name: string) => screen.getByRole('button', { name });
const texts = (role: 'alert') => screen.queryAllByRole(role).map((element) => element.textContent);

/** Léo's preview page (and the mail's skip link) in French, every call answered by hand as each path says. */
function trunkPreviewHarness(): ModelHarness<Snapshot, TrunkPreviewSampleEvent> {
  const calls = {
    load: manualCalls<PreviewRef, Preview>(),
    search: manualCalls<PreviewSearchQuery, PreviewSearch>(),
    replace: manualCalls<ReplaceInput, Preview>(),
    comment: manualCalls<CommentInput, Preview>(),
    validate: manualCalls<PreviewRef, Preview>(),
    skip: manualCalls<string, PreviewSkip>(),
  };
  const logic = trunkPreviewMachine.provide({
    actors: {
      load: fromPromise(({ input }: { input: PreviewRef }) => calls.load.call(input)),
      search: fromPromise(({ input }: { input: PreviewSearchQuery }) => calls.search.call(input)),
      replace: fromPromise(({ input }: { input: ReplaceInput }) => calls.replace.call(input)),
      comment: fromPromise(({ input }: { input: CommentInput }) => calls.comment.call(input)),
      validate: fromPromise(({ input }: { input: PreviewRef }) => calls.validate.call(input)),
      skip: fromPromise(({ input }: { input: string }) => calls.skip.call(input)),
    },
  });
  const onValidated = vi.fn();
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

  const pieceAt = (snapshot: Snapshot, lookIndex: number, itemIndex: number) =>
    snapshot.context.preview!.looks[lookIndex]!.items.find((item) => item.item_index === itemIndex)!;

  return {
    render: (inspect, input) => {
      const given = input as TrunkPreviewInput;
      if ('token' in given) renderWithApp(<PreviewSkipView token={given.token} woman={false} logic={logic} inspect={inspect} />);
      else renderWithApp(<TrunkPreview {...given} firstname={FIRSTNAME} logic={logic} inspect={inspect} onValidated={onValidated} />);
    },

    async perform(event, from) {
      const step = stepOf(from);
      const { context } = from;
      switch (event.type) {
        case 'NEXT_LOOK':
          return user.click(button(t('preview.nextLook')));
        case 'PREVIOUS_LOOK':
          return user.click(button(t('preview.previousLook')));
        case 'SHOW_LOOK':
          return user.click(screen.getByRole('tab', { name: context.preview!.looks[event.lookIndex]!.name }));
        case 'REPLACE':
          return user.click(button(t('preview.piece.replaceNamed', { name: pieceAt(from, event.lookIndex, event.itemIndex).product.name })));
        case 'CHOOSE_REASON':
          return user.click(screen.getByRole('radio', { name: t('preview.reason.option', { reason: event.reason }) }));
        case 'SEARCH':
          return user.click(button(t('preview.reason.search')));
        case 'FILTER':
          // The sample changes the family; choosing one leaves "same kind" aside.
          return user.selectOptions(screen.getByRole('combobox', { name: t('preview.search.family') }), t(`product.family.${event.filters.category}`));
        case 'NEXT_PAGE':
          return user.click(button(t('preview.search.nextPage')));
        case 'PREVIOUS_PAGE':
          return user.click(button(t('preview.search.previousPage')));
        case 'PICK': {
          const product = context.results!.products.find((candidate) => candidate.id === event.productId)!;
          return user.click(button(t('preview.search.pickNamed', { name: product.name })));
        }
        case 'CHOOSE_SIZE': {
          const variant = context.picked!.variants.find((candidate) => candidate.variant_id === event.variantId)!;
          return user.click(screen.getByRole('radio', { name: t('preview.size.option', { size: formatSize(intl, variant.size), available: String(variant.is_available) }) }));
        }
        case 'REVIEW':
          return user.click(button(t('preview.size.continue')));
        case 'CONFIRM':
          return user.click(button(t(step === 'confirmingValidation' ? 'preview.validate.confirm' : 'preview.confirm.submit')));
        case 'BACK': {
          const label = { 'replacing.picked': 'preview.size.back', 'replacing.confirming': 'preview.confirm.back', 'replacing.saveFailed': 'preview.confirm.otherSize' }[step];
          return user.click(button(t(label ?? 'preview.search.back')));
        }
        case 'CANCEL':
          if (step.startsWith('replacing.')) return user.click(button(t('preview.replace.close')));
          if (step.startsWith('commenting.')) return user.click(button(t('preview.comment.cancel')));
          return user.click(button(t('preview.validate.cancel')));
        case 'RETRY':
          return user.click(button(t('preview.retry')));
        case 'EDIT_COMMENT':
          return user.click(button(t('preview.comment.edit', { written: String(context.preview!.comment !== null) })));
        case 'TYPE_COMMENT':
          await user.click(screen.getByLabelText(t('preview.comment.label')));
          return user.paste(event.message);
        case 'SAVE_COMMENT':
          return user.click(button(t('preview.comment.save')));
        case 'VALIDATE':
          return user.click(button(t('preview.validate.open')));
        default: {
          const actor = event.type.split('.').at(-1) as keyof typeof calls;
          calls[actor].settleFrom(event as { type: string; output?: never; error?: unknown });
        }
      }
    },

    expectState(snapshot) {
      const step = stepOf(snapshot);
      const { context } = snapshot;
      const alerts = texts('alert');
      const failureAlert = [t(`preview.failure.${context.failure}`)];
      const retry = screen.queryByRole('button', { name: t('preview.retry') });
      const expectRetryIfRetryable = () => expect(Boolean(retry)).toBe(isRetryableFailure(context.failure));

      // The mail's skip link.
      if (step === 'skipping') {
        expect(screen.getByRole('status')).toHaveTextContent(t('preview.skip.pending'));
        expect(calls.skip.inputs.at(-1)).toBe(context.token);
        return;
      }
      if (step === 'skipped') {
        const skip = context.skip!;
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t('preview.skip.title', { kind: skip.profile_type, firstname: FIRSTNAME, done: 'true' }));
        expect(screen.getByRole('status')).toHaveTextContent(t(skip.already_validated ? 'preview.skip.already' : 'preview.skip.done', { kind: skip.profile_type }));
        expect(screen.getByText(/^Livraison prévue le mardi 1er décembre 2026/)).toBeInTheDocument();
        expect(alerts).toEqual([]);
        return;
      }
      if (step === 'skipFailed') {
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t('preview.skip.failedTitle'));
        expect(alerts).toEqual(failureAlert);
        expect(screen.getByRole('link', { name: t('preview.skip.signIn') })).toHaveAttribute('href', '/login?redirect=%2Finfos%2Fpreview');
        expectRetryIfRetryable();
        return;
      }

      // The preview in the app, before it shows.
      if (step === 'loading') {
        expect(screen.getByRole('status')).toHaveTextContent(t('preview.loading'));
        expect(calls.load.inputs.at(-1)).toEqual(context.ref);
        return;
      }
      if (step === 'notComposed') {
        expect(screen.getByRole('status')).toHaveTextContent(t('preview.notComposed'));
        expect(screen.getByRole('link', { name: t('preview.backToList') })).toBeInTheDocument();
        return;
      }
      if (step === 'failed') {
        expect(alerts).toEqual(failureAlert);
        expectRetryIfRetryable();
        return;
      }

      const preview = context.preview!;
      const look = preview.looks[context.lookIndex]!;
      const replaceDialog = screen.queryByRole('dialog');
      const validateDialog = screen.queryByRole('alertdialog');

      if (step.startsWith('replacing.')) {
        expect(replaceDialog).toBeInTheDocument();
        expectReplacing(snapshot, step.slice('replacing.'.length), within(replaceDialog!));
        return;
      }
      expect(replaceDialog).not.toBeInTheDocument();

      if (['confirmingValidation', 'validating', 'validationFailed'].includes(step)) {
        expect(validateDialog).toHaveAccessibleName(t('preview.validate.title'));
        const dialog = within(validateDialog!);
        expect(dialog.getByText(t('preview.validate.text', { kind: 'KID', firstname: FIRSTNAME }))).toBeInTheDocument();
        if (step === 'confirmingValidation') {
          expect(dialog.getAllByRole('button').map((element) => element.textContent)).toEqual([t('preview.validate.confirm'), t('preview.validate.cancel')]);
        }
        if (step === 'validating') {
          expect(dialog.getByRole('status')).toHaveTextContent(t('preview.validate.pending'));
          expect(dialog.getByRole('button', { name: t('preview.validate.cancel') })).toBeDisabled();
          expect(calls.validate.inputs.at(-1)).toEqual(context.ref);
        }
        if (step === 'validationFailed') {
          expect(alerts).toEqual(failureAlert);
          expectRetryIfRetryable();
        }
        return;
      }
      expect(validateDialog).not.toBeInTheDocument();

      // The looks: the one shown as the selected tab, its pieces as cards.
      expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(look.name);
      expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(look.items.map((item) => item.product.name));
      expect(screen.getByText(t('preview.total', { price: `${preview.total_price} €` }).replace(/\s/g, ' '), { normalizer: (text) => text.replace(/\s/g, ' ') })).toBeInTheDocument();
      const browsable = step === 'browsing' || step === 'closed';
      expect(Boolean(screen.queryByRole('button', { name: t('preview.nextLook') }))).toBe(browsable && context.lookIndex < preview.looks.length - 1);
      expect(Boolean(screen.queryByRole('button', { name: t('preview.previousLook') }))).toBe(browsable && context.lookIndex > 0);
      for (const tab of screen.getAllByRole('tab')) expect(tab).toHaveProperty('disabled', !browsable);
      const replaceButtons = screen.queryAllByRole('button', { name: new RegExp(`^${t('preview.piece.replaceNamed', { name: '' })}`) });

      if (step === 'closed' || step === 'validated') {
        expect(replaceButtons).toEqual([]);
        if (step === 'closed') expect(screen.getByText(t('preview.closed', { by: preview.validated_by! }))).toBeInTheDocument();
        else {
          expect(screen.getByText(t('preview.validated'))).toBeInTheDocument();
          expect(onValidated).toHaveBeenCalledWith(preview);
        }
        return;
      }
      expect(screen.getByText(/^Vous avez jusqu’au jeudi 26 novembre à 18:00/)).toBeInTheDocument();
      expect(replaceButtons.map((element) => element.getAttribute('aria-label'))).toEqual(look.items.map((item) => t('preview.piece.replaceNamed', { name: item.product.name })));
      for (const item of look.items.filter((candidate) => candidate.replacement_reason)) {
        expect(screen.getByText(t('preview.piece.replaced', { reason: item.replacement_reason! }))).toBeInTheDocument();
      }

      if (step === 'browsing') {
        expect(alerts).toEqual([]);
        if (context.notice) expect(screen.getByText(t(`preview.notice.${context.notice}`))).toBeInTheDocument();
        expect(screen.getByText(preview.comment ?? t('preview.comment.none'))).toBeInTheDocument();
        expect(button(t('preview.comment.edit', { written: String(preview.comment !== null) }))).toBeEnabled();
        expect(button(t('preview.validate.open'))).toBeEnabled();
        return;
      }
      if (step.startsWith('commenting.')) {
        expect(screen.getByLabelText(t('preview.comment.label'))).toHaveValue(context.draft);
        const save = button(t('preview.comment.save'));
        if (step === 'commenting.editing') {
          expect(alerts).toEqual([]);
          expect(save).toHaveProperty('disabled', context.draft.trim() === '');
        } else if (step === 'commenting.saving') {
          expect(screen.getByText(t('preview.comment.saving'))).toBeInTheDocument();
          expect(save).toBeDisabled();
          expect(calls.comment.inputs.at(-1)).toEqual({ ref: context.ref, message: context.draft.trim() });
        } else {
          expect(alerts).toEqual(failureAlert);
          expect(save).toHaveProperty('disabled', !isRetryableFailure(context.failure));
        }
        return;
      }
      throw new Error(`The harness does not know the state ${step}`);
    },
  };

  /** The replacement dialog, as each of its steps shows. */
  function expectReplacing(snapshot: Snapshot, sub: string, dialog: BoundFunctions<typeof queries>) {
    const { context } = snapshot;
    const target = context.target!;
    const replaced = snapshot.context.preview!.looks[target.lookIndex]!.items.find((item) => item.item_index === target.itemIndex)!.product;
    const alerts = dialog.queryAllByRole('alert').map((element) => element.textContent);
    const retry = dialog.queryByRole('button', { name: t('preview.retry') });
    expect(screen.getByRole('dialog')).toHaveAccessibleName(t('preview.replace.title', { name: replaced.name }));
    expect(dialog.getByRole('button', { name: t('preview.replace.close') })).toHaveProperty('disabled', sub === 'saving');

    if (sub === 'choosingReason') {
      for (const radio of dialog.getAllByRole('radio')) expect(radio).toHaveAttribute('aria-checked', String(radio.getAttribute('value') === context.reason));
      expect(dialog.getByRole('button', { name: t('preview.reason.search') })).toHaveProperty('disabled', context.reason === null);
      return;
    }
    if (sub.startsWith('searching.')) {
      const family = dialog.getByRole('combobox', { name: t('preview.search.family') });
      expect(family).toHaveValue(context.filters.category ?? '');
      expect(dialog.getByRole('checkbox', { name: t('preview.search.sameCategory') })).toHaveProperty('checked', context.filters.sameCategory);
      expect(dialog.getByRole('checkbox', { name: t('preview.search.mySizes', { kind: 'KID', firstname: FIRSTNAME }) })).toHaveProperty('checked', context.filters.filterProfile);
      if (sub === 'searching.loading') {
        expect(dialog.getByRole('status')).toHaveTextContent(t('preview.search.loading'));
        expect(calls.search.inputs.at(-1)).toEqual({ ...context.ref, ...context.filters, page: context.page, ...target });
      } else if (sub === 'searching.results') {
        const results = context.results!;
        expect(dialog.getByRole('status')).toHaveTextContent(t('preview.search.count', { total: results.total }));
        expect(dialog.getAllByRole('button', { name: new RegExp(`^${t('preview.search.pickNamed', { name: '' })}`) }).map((element) => element.getAttribute('aria-label'))).toEqual(
          results.products.map((product) => t('preview.search.pickNamed', { name: product.name })),
        );
        expect(dialog.getByText(t('preview.search.page', { page: context.page, pages: results.pages }))).toBeInTheDocument();
        expect(Boolean(dialog.queryByRole('button', { name: t('preview.search.nextPage') }))).toBe(context.page < results.pages);
        expect(Boolean(dialog.queryByRole('button', { name: t('preview.search.previousPage') }))).toBe(context.page > 1);
      } else {
        expect(alerts).toEqual([t(`preview.failure.${context.failure}`)]);
        expect(Boolean(retry)).toBe(isRetryableFailure(context.failure));
      }
      return;
    }
    const picked = context.picked!;
    expect(dialog.getByRole('heading', { level: 3 })).toHaveTextContent(picked.name);
    if (sub === 'picked') {
      for (const variant of picked.variants) {
        const radio = dialog.getByRole('radio', { name: t('preview.size.option', { size: formatSize(intl, variant.size), available: String(variant.is_available) }) });
        expect(radio).toHaveAttribute('aria-checked', String(variant.variant_id === context.variantId));
        expect(radio).toHaveProperty('disabled', !variant.is_available);
      }
      expect(dialog.getByRole('button', { name: t('preview.size.continue') })).toHaveProperty('disabled', context.variantId === null);
      expect(alerts).toEqual([]);
      return;
    }
    // A size that has just gone is no longer chosen.
    const size = picked.variants.find((variant) => variant.variant_id === context.variantId)?.size;
    if (size) expect(dialog.getByText(t('product.size', sizeValues(intl, size)))).toBeInTheDocument();
    expect(dialog.getByText(t('preview.confirm.text', { replaced: replaced.name, name: picked.name }))).toBeInTheDocument();
    if (sub === 'confirming') {
      expect(dialog.getByRole('button', { name: t('preview.confirm.submit') })).toBeEnabled();
      expect(alerts).toEqual([]);
    } else if (sub === 'saving') {
      expect(dialog.getByRole('status')).toHaveTextContent(t('preview.confirm.saving'));
      expect(dialog.queryByRole('button', { name: t('preview.confirm.submit') })).not.toBeInTheDocument();
      expect(calls.replace.inputs.at(-1)).toEqual({
        ref: context.ref,
        replacement: {
          look_index: target.lookIndex,
          item_index: target.itemIndex,
          replacement_product_id: picked.id,
          replacement_variant_id: context.variantId,
          replacement_reason: context.reason,
        },
      });
    } else if (sub === 'saveFailed') {
      expect(alerts).toEqual([t(`preview.failure.${context.failure}`)]);
      expect(Boolean(retry)).toBe(isRetryableFailure(context.failure));
    } else {
      throw new Error(`The harness does not know the state replacing.${sub}`);
    }
  }
}

testMachineModel(catalogueEntry('trunkPreview'), trunkPreviewHarness);
