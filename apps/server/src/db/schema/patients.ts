import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { IdType, Relation } from '@hospital/contract';
import { createdAt } from './columns.ts';
import { users } from './identity.ts';

/** Images a user uploaded (patient photos), stored on disk under a random name. */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Random, unguessable, also the file's name on disk. */
    fileId: text('file_id').notNull().unique('uploaded_files_file_id_key'),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    /** Sniffed from the bytes, never taken from the client. */
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploaded_files_owner_idx').on(t.ownerId)],
);

/**
 * A person an account books and pays for (就诊人). Rows are soft-deleted: appointments,
 * bills and reports the hospital keeps stay linked to them.
 */
export const patients = pgTable(
  'patients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    gender: text('gender').$type<'MALE' | 'FEMALE'>().notNull(),
    relation: text('relation').$type<Relation>().notNull(),
    idType: text('id_type').$type<IdType>().notNull(),
    /** Null for a child registered through a guardian. */
    idNumber: text('id_number'),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    phone: text('phone').notNull(),
    nation: text('nation'),
    address: text('address'),
    guardianName: text('guardian_name'),
    guardianIdNumber: text('guardian_id_number'),
    guardianPhone: text('guardian_phone'),
    insuranceCardNo: text('insurance_card_no'),
    avatarFileId: text('avatar_file_id').references(() => uploadedFiles.fileId),
    /** The hospital card number (the spec's patientCode). */
    patientCode: text('patient_code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('patients_patient_code_key').on(t.patientCode),
    uniqueIndex('patients_owner_id_number_key')
      .on(t.ownerId, t.idNumber)
      .where(sql`deleted_at is null`),
    uniqueIndex('patients_owner_default_key')
      .on(t.ownerId)
      .where(sql`is_default and deleted_at is null`),
    index('patients_owner_idx').on(t.ownerId, t.createdAt),
    check('patients_gender_check', sql`${t.gender} in ('MALE', 'FEMALE')`),
    check('patients_deleted_not_default_check', sql`${t.deletedAt} is null or not ${t.isDefault}`),
  ],
);

/** The patient a row is about; removing a patient is soft, so the row keeps its patient. */
export const patientRef = () =>
  integer('patient_id')
    .notNull()
    .references(() => patients.id);

/**
 * The hospital's patient cards, registered by the HIS: which ID number and name a card
 * number (the spec's patientCode) belongs to. Reports arrive naming a card.
 */
export const patientCards = pgTable('patient_cards', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  cardNo: text('card_no').notNull().unique('patient_cards_card_no_key'),
  name: text('name').notNull(),
  /** Upper-case, as patients.id_number. */
  idNumber: text('id_number').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
