import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/** What is on a floor: a clinic (with its department code), a pharmacy window, a lab. */
export const PlaceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Set when the place is a clinic patients can book (links to sectionIntroduce). */
  deptCode: z.string().nullable(),
});
export type Place = z.infer<typeof PlaceSchema>;

export const FloorSchema = z.object({
  id: z.number().int(),
  /** Negative for basements. */
  level: z.number().int(),
  name: z.string(),
  places: z.array(PlaceSchema),
});
export type Floor = z.infer<typeof FloorSchema>;

export const BuildingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  intro: z.string(),
  /** Lowest level first. */
  floors: z.array(FloorSchema),
});
export type Building = z.infer<typeof BuildingSchema>;

export const buildListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/build/buildList',
  summary: "The hospital's buildings, their floors and what is where",
  auth: true,
  responses: { 200: z.array(BuildingSchema) },
});
