/**
 * The size guide of the shop. Kids' sizes are ages (the catalogue's bands, seed 000 section 4),
 * each with the height it is cut for, as French children's clothing measures them. Women's sizes
 * are letters and French sizes (the catalogue's numbers), with the German and Dutch size (two
 * less) and the body measurements they are cut for, in centimetres.
 */
export const KID_GUIDE: ReadonlyArray<{ size: string; heightCm: number }> = [
  { size: '1 mois', heightCm: 54 },
  { size: '3 mois', heightCm: 60 },
  { size: '6 mois', heightCm: 67 },
  { size: '9 mois', heightCm: 71 },
  { size: '12 mois', heightCm: 74 },
  { size: '18 mois', heightCm: 81 },
  { size: '2 ans', heightCm: 86 },
  { size: '3 ans', heightCm: 95 },
  { size: '4 ans', heightCm: 102 },
  { size: '5 ans', heightCm: 108 },
  { size: '6 ans', heightCm: 114 },
  { size: '8 ans', heightCm: 126 },
  { size: '10 ans', heightCm: 138 },
  { size: '12 ans', heightCm: 150 },
  { size: '14 ans', heightCm: 162 },
];

export const WOMAN_GUIDE: ReadonlyArray<{ letter: string; french: number; bustCm: number; waistCm: number; hipsCm: number }> = [
  { letter: 'XS', french: 34, bustCm: 80, waistCm: 62, hipsCm: 88 },
  { letter: 'S', french: 36, bustCm: 84, waistCm: 66, hipsCm: 92 },
  { letter: 'M', french: 38, bustCm: 88, waistCm: 70, hipsCm: 96 },
  { letter: 'L', french: 40, bustCm: 92, waistCm: 74, hipsCm: 100 },
  { letter: 'XL', french: 42, bustCm: 96, waistCm: 78, hipsCm: 104 },
  { letter: 'XXL', french: 44, bustCm: 100, waistCm: 82, hipsCm: 108 },
  { letter: '3XL', french: 46, bustCm: 106, waistCm: 88, hipsCm: 114 },
  { letter: '4XL', french: 48, bustCm: 112, waistCm: 94, hipsCm: 120 },
  { letter: '5XL', french: 50, bustCm: 118, waistCm: 100, hipsCm: 126 },
];

/** A German or Dutch woman's size is the French one less two (FR 38 = DE 36). */
export const germanSize = (french: number) => french - 2;
