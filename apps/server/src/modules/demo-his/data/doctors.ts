import type { SeededRandom } from './random.ts';
import {
  DEGREE_BY_TITLE,
  DOCTOR_TITLES,
  EXPERIENCE_BY_TITLE,
  FEMALE_GIVEN_NAMES,
  HONOURS,
  MALE_GIVEN_NAMES,
  SURNAMES,
  UNIVERSITIES,
  type DoctorTitle,
} from './people.ts';

export interface DoctorSeed {
  code: string;
  name: string;
  title: DoctorTitle;
  gender: 'MALE' | 'FEMALE';
  speciality: string;
  intro: string;
}

/** Each clinic is led by a chief physician; the rest lean towards junior titles. */
function pickTitle(random: SeededRandom, indexInClinic: number): DoctorTitle {
  if (indexInClinic === 0) return '主任医师';
  const roll = random.next();
  if (roll < 0.3) return DOCTOR_TITLES[1];
  if (roll < 0.75) return DOCTOR_TITLES[2];
  return DOCTOR_TITLES[3];
}

function pickSpecialities(random: SeededRandom, specialities: readonly string[]): string[] {
  const wanted = Math.min(specialities.length, random.int(2, 3));
  const chosen: string[] = [];
  while (chosen.length < wanted) {
    const speciality = random.pick(specialities);
    if (!chosen.includes(speciality)) chosen.push(speciality);
  }
  return chosen;
}

/** One doctor of a clinic; `sequence` makes the code unique across the whole hospital. */
export function makeDoctor(
  random: SeededRandom,
  clinic: { name: string; specialities: readonly string[] },
  sequence: number,
  indexInClinic: number,
): DoctorSeed {
  const gender = random.chance(0.55) ? 'MALE' : 'FEMALE';
  const name =
    random.pick(SURNAMES) + random.pick(gender === 'MALE' ? MALE_GIVEN_NAMES : FEMALE_GIVEN_NAMES);
  const title = pickTitle(random, indexInClinic);
  const [minYears, maxYears] = EXPERIENCE_BY_TITLE[title];
  const years = random.int(minYears, maxYears);
  const specialities = pickSpecialities(random, clinic.specialities);
  const speciality = specialities.join('、');
  const intro =
    `${name}，${clinic.name}${title}，${random.pick(DEGREE_BY_TITLE[title])}，` +
    `毕业于${random.pick(UNIVERSITIES)}，从事临床工作${years}年。` +
    `擅长${speciality}的诊断与治疗。${random.pick(HONOURS)}`;
  const code = `D${String(sequence).padStart(5, '0')}`;
  return { code, name, title, gender, speciality, intro };
}
