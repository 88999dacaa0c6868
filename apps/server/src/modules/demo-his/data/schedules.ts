import type { HisScheduleItem } from '@hospital/contract/his';
import { addDays, hospitalDate, weekdayOf } from '../../schedules/index.ts';
import { CAPACITY_BY_TITLE, FEE_BY_TITLE, type DoctorTitle } from './people.ts';
import type { SeededRandom } from './random.ts';

export const SCHEDULE_DAYS = 14;
const PERIODS = ['morning', 'afternoon'] as const;

/** Which of the 14 weekday half-days (Monday morning = 0) a doctor sits in clinic. */
function weeklyPattern(random: SeededRandom, openEveryDay: boolean): Set<number> {
  if (openEveryDay) return new Set(Array.from({ length: 14 }, (_, slot) => slot));
  const slots = new Set<number>();
  const wanted = random.int(4, 7);
  while (slots.size < wanted) {
    // Weekends (slots 10-13) are rarer: a weekday half-day is drawn four times in five.
    slots.add(random.chance(0.8) ? random.int(0, 9) : random.int(10, 13));
  }
  return slots;
}

/**
 * Two weeks of half-days for one doctor, as the HIS publishes them. Near days are mostly booked, some are sold out,
 * and a few are stopped (the doctor is away), as a real timetable looks.
 */
export function makeSchedules(
  random: SeededRandom,
  doctor: { code: string; title: DoctorTitle },
  today: Date,
  openEveryDay: boolean,
): HisScheduleItem[] {
  const pattern = weeklyPattern(random, openEveryDay);
  const schedules: HisScheduleItem[] = [];
  for (let offset = 0; offset < SCHEDULE_DAYS; offset += 1) {
    // The hospital's calendar, whatever time zone the server runs in.
    const date = addDays(hospitalDate(today), offset);
    const weekday = weekdayOf(date) - 1;
    for (const [periodIndex, period] of PERIODS.entries()) {
      if (!pattern.has(weekday * 2 + periodIndex)) continue;
      const [minCapacity, maxCapacity] = CAPACITY_BY_TITLE[doctor.title];
      const capacity = random.int(minCapacity, maxCapacity);
      const demand = Math.max(0.05, 0.9 - offset * 0.07);
      const soldOut = random.chance(offset < 3 ? 0.3 : 0.08);
      const booked = soldOut
        ? capacity
        : Math.min(capacity, Math.floor(capacity * demand * random.next()));
      schedules.push({
        hisId: `${doctor.code}-${date}-${period}`,
        doctorHisId: doctor.code,
        date,
        period,
        feeFen: FEE_BY_TITLE[doctor.title],
        capacity,
        taken: booked,
        stopped: random.chance(0.05),
      });
    }
  }
  return schedules;
}
