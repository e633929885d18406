import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/shared/config';
import { renderWithApp } from '@/shared/testing';
import { KID_QUIZ_STEPS, WOMAN_QUIZ_STEPS, type QuizKind, type QuizStepOf } from '../config/options';
import { emptyDraft, type QuizDraft } from '../model/draft';
import { clearQuizDraft } from '../model/storage';
import { ProfileQuizForm, type ProfileQuizFormProps } from './ProfileQuizForm';

type Extra<K extends QuizKind> = Partial<Omit<ProfileQuizFormProps<K>, 'kind' | 'step' | 'onStepChange'>>;

/** A page as the quiz pages use the form: it holds the step, from the first one. */
function QuizPage<K extends QuizKind>({ kind, ...props }: { kind: K } & Extra<K>) {
  const steps = (kind === 'KID' ? KID_QUIZ_STEPS : WOMAN_QUIZ_STEPS) as readonly QuizStepOf<K>[];
  const [step, setStep] = useState<QuizStepOf<K>>(props.firstStep ?? steps[0]!);
  return <ProfileQuizForm kind={kind} step={step} onStepChange={setStep} initial={emptyDraft(kind)} onComplete={vi.fn()} {...props} />;
}

function renderQuiz<K extends QuizKind>(kind: K, props: Extra<K> = {}, locale: Locale = 'fr') {
  return renderWithApp(<QuizPage kind={kind} {...props} />, { locale });
}

const user = () => userEvent.setup({ delay: null });
const heading = (name: string) => screen.getByRole('heading', { name });
/** A whole walk through the quiz takes a few seconds of role queries in jsdom. */
const WALK = { timeout: 20_000 };

beforeEach(() => vi.setSystemTime(new Date('2026-05-15T10:00:00Z')));
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('the kid quiz', () => {
  it('asks who the kid is, refuses what the server would, then walks through sizes, style and dislikes to the answers', WALK, async () => {
    const onComplete = vi.fn<(draft: QuizDraft) => void>();
    renderQuiz('KID', { onComplete });
    const u = user();
    expect(screen.getByText('Question 1 sur 4')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Avancement du quiz' })).toHaveAttribute('aria-valuetext', 'Question 1 sur 4');
    expect(screen.queryByRole('button', { name: 'Retour' })).toBeNull();

    await u.click(screen.getByRole('button', { name: 'Suivant' }));
    const firstname = screen.getByRole('textbox', { name: 'Prénom' });
    expect(firstname).toHaveFocus();
    expect(firstname).toHaveAccessibleDescription('Indiquez un prénom.');
    expect(firstname).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radiogroup', { name: 'Votre enfant est' })).toHaveAccessibleDescription('Indiquez s’il s’agit d’un garçon ou d’une fille.');
    expect(screen.getByLabelText('Date de naissance')).toHaveAccessibleDescription('Elle nous donne sa taille du moment. Indiquez sa date de naissance.');
    expect(screen.queryByText(/Firstname, gender are mandatory/)).toBeNull();

    await u.type(firstname, 'Léo');
    expect(firstname).not.toHaveAttribute('aria-invalid');
    await u.click(screen.getByRole('radio', { name: 'Un garçon' }));
    await u.type(screen.getByLabelText('Date de naissance'), '2011-05-15');
    await u.click(screen.getByRole('button', { name: 'Suivant' }));
    const birthdate = screen.getByLabelText('Date de naissance');
    expect(birthdate).toHaveFocus();
    expect(birthdate).toHaveAccessibleDescription('Elle nous donne sa taille du moment. Little Closet habille les enfants jusqu’à 14 ans.');
    expect(screen.getByRole('textbox', { name: 'Prénom' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('radiogroup', { name: 'Votre enfant est' })).not.toHaveAttribute('aria-invalid');

    await u.clear(birthdate);
    await u.type(birthdate, '2023-03-10');
    await u.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(heading('Les tailles de Léo')).toHaveFocus();
    expect(screen.getByText('Question 2 sur 4')).toBeVisible();
    expect(screen.getByText('Pour un enfant de 3 ans et 2 mois, nous conseillons la taille 4 ans.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Taille du haut' })).toHaveDisplayValue('Je ne sais pas');
    await u.click(screen.getByRole('button', { name: 'Choisir 4 ans en haut et en bas' }));
    expect(screen.getByRole('combobox', { name: 'Taille du haut' })).toHaveDisplayValue('4 ans');
    expect(screen.getByRole('combobox', { name: 'Taille du bas' })).toHaveDisplayValue('4 ans');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Pointure' }), '27');
    await u.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(heading('Le style de Léo')).toHaveFocus();
    const sporty = screen.getByRole('checkbox', { name: 'Sportif' });
    expect(sporty).toHaveAccessibleDescription('Joggings, sweats et baskets.');
    await u.click(sporty);
    const liked = within(screen.getByRole('group', { name: 'Couleurs préférées' }));
    const avoided = within(screen.getByRole('group', { name: 'Couleurs à éviter' }));
    await u.click(liked.getByRole('checkbox', { name: 'Bleu marine' }));
    await u.click(liked.getByRole('checkbox', { name: 'Rouge' }));
    await u.click(avoided.getByRole('checkbox', { name: 'Rouge' }));
    expect(avoided.getByRole('checkbox', { name: 'Rouge' })).toBeChecked();
    expect(liked.getByRole('checkbox', { name: 'Rouge' })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Rouge ne fait plus partie des couleurs préférées.');
    await u.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(heading('Ce que Léo ne porte pas')).toHaveFocus();
    await u.click(screen.getByRole('checkbox', { name: 'Volants' }));
    await u.click(screen.getByRole('button', { name: 'Retour' }));
    expect(heading('Le style de Léo')).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Sportif' })).toBeChecked();
    await u.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(onComplete).not.toHaveBeenCalled();
    await u.click(screen.getByRole('button', { name: 'Enregistrer ses réponses' }));

    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith({
      firstname: 'Léo',
      gender: 'BOY',
      birthdate: '2023-03-10',
      quiz: { top_size: '4 ans', bottom_size: '4 ans', shoe_size: 27, styles: ['sporty'], liked_colors: ['navy'], disliked_colors: ['red'], dislikes: ['ruffles'] },
    });
  });

  it('keeps the answers and the step in the tab under the storage key until the page clears them', async () => {
    const first = renderQuiz('KID', { storageKey: 'lc-quiz-kid' });
    const u = user();
    await u.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Jade');
    await u.click(screen.getByRole('radio', { name: 'Une fille' }));
    await u.type(screen.getByLabelText('Date de naissance'), '2019-09-01');
    await u.click(screen.getByRole('button', { name: 'Suivant' }));
    await u.click(screen.getByRole('button', { name: 'Choisir 8 ans en haut et en bas' }));
    first.unmount();

    const again = renderQuiz('KID', { storageKey: 'lc-quiz-kid' });
    expect(await screen.findByRole('heading', { name: 'Les tailles de Jade' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Taille du bas' })).toHaveDisplayValue('8 ans');
    await u.click(screen.getByRole('button', { name: 'Retour' }));
    expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Jade');
    expect(screen.getByRole('radio', { name: 'Une fille' })).toBeChecked();
    again.unmount();

    clearQuizDraft('lc-quiz-kid');
    renderQuiz('KID', { storageKey: 'lc-quiz-kid' });
    expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveValue('');
  });
});

describe('the woman quiz', () => {
  it('in German: sizes, a silhouette, a budget, then the answers', WALK, async () => {
    const onComplete = vi.fn<(draft: QuizDraft) => void>();
    renderQuiz('WOMAN', { onComplete }, 'de');
    const u = user();
    expect(screen.getByText('Frage 1 von 5')).toBeVisible();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await u.type(screen.getByLabelText('Geburtsdatum (optional)'), '2012-01-01');
    await u.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByRole('textbox', { name: 'Vorname' })).toHaveAccessibleDescription('Bitte geben Sie einen Vornamen ein.');
    expect(screen.getByLabelText('Geburtsdatum (optional)')).toHaveAccessibleDescription(/Das Damenprofil ist für Personen ab 16 Jahren\./);
    await u.type(screen.getByRole('textbox', { name: 'Vorname' }), 'Julia');
    await u.clear(screen.getByLabelText('Geburtsdatum (optional)'));
    await u.click(screen.getByRole('button', { name: 'Weiter' }));

    expect(heading('Ihre Größen')).toHaveFocus();
    await u.selectOptions(screen.getByRole('combobox', { name: 'Größe oben' }), 'M');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Größe unten' }), '48');
    await u.click(screen.getByRole('button', { name: 'Weiter' }));

    expect(heading('Ihre Figur')).toHaveFocus();
    const figures = screen.getByRole('radiogroup', { name: 'Figur' });
    expect(within(figures).getAllByRole('radio').map((radio) => radio.textContent)).toEqual([
      'A-Typ: breitere Hüften',
      'V-Typ: breitere Schultern',
      'H-Typ: gerade Silhouette',
      'X-Typ: betonte Taille',
      'O-Typ: runde Silhouette',
    ]);
    await u.click(within(figures).getByRole('radio', { name: 'X-Typ: betonte Taille' }));
    expect(within(figures).getByRole('radio', { name: 'X-Typ: betonte Taille' })).toBeChecked();
    await u.click(screen.getByRole('button', { name: 'Weiter' }));

    expect(heading('Ihr Stil')).toHaveFocus();
    await u.click(within(screen.getByRole('group', { name: 'Lieblingsfarben' })).getByRole('checkbox', { name: 'Beige' }));
    await u.click(screen.getByRole('button', { name: 'Weiter' }));

    expect(heading('Ihr Budget')).toHaveFocus();
    expect(screen.getByText('Frage 5 von 5')).toBeVisible();
    await u.click(screen.getByRole('radio', { name: '30 bis 50 €' }));
    await u.click(screen.getByRole('button', { name: 'Meine Antworten speichern' }));
    expect(onComplete).toHaveBeenCalledWith({
      firstname: 'Julia',
      gender: 'WOMAN',
      birthdate: '',
      quiz: { top_size: 'M', bottom_size: '48', morphology: 'X', liked_colors: ['beige'], budget: '30_50' },
    });
  });

  it('while the page saves, the finish button waits and says so; a failure shows above it', () => {
    renderQuiz('WOMAN', { firstStep: 'budget', pending: true, error: 'Ihre Antworten konnten nicht gespeichert werden.', finishLabel: 'Profil anlegen' }, 'de');
    expect(screen.getByRole('button', { name: 'Wird gespeichert…' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Ihre Antworten konnten nicht gespeichert werden.');
    expect(screen.queryByRole('button', { name: 'Zurück' })).toBeNull();
  });
});
