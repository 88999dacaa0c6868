import type { PatientSummary } from '@hospital/contract';
import { Button, List } from 'antd-mobile';
import { ActionSheet } from '../../../components/action-sheet.tsx';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { maskName } from '../../../lib/mask.ts';
import { isMaskingHost } from '../../../platform/host.ts';
import { useRegistrationTranslation } from '../i18n/index.ts';
import styles from './patient-picker.module.css';
import { paths } from '../../../lib/paths.ts';
import { HisText } from '../../../components/his-text.tsx';

const ADD_KEY = 'add';

interface PatientPickerProps {
  patients: PatientSummary[];
  selected: PatientSummary | undefined;
  onSelect: (patient: PatientSummary) => void;
}

/** Whom the appointment is for: the chosen patient, switchable among the account's. */
export function PatientPicker({ patients, selected, onSelect }: PatientPickerProps) {
  const { t } = useRegistrationTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const masked = isMaskingHost();
  if (patients.length === 0) {
    return (
      <List mode="card" header={t('confirm.patient')}>
        <List.Item description={t('confirm.noPatient')}>
          <Link to={paths.addPatient} data-testid="confirm-add-patient">
            {t('confirm.addPatient')}
          </Link>
        </List.Item>
      </List>
    );
  }
  return (
    <List mode="card" header={t('confirm.patient')}>
      <List.Item
        description={selected ? selected.patientCode : undefined}
        extra={
          <Button size="small" fill="outline" color="primary" onClick={() => setOpen(true)}>
            {t('confirm.switchPatient')}
          </Button>
        }
      >
        <span className={styles.name} data-testid="confirm-patient">
          {selected ? (
            <HisText>{maskName(selected.name, masked)}</HisText>
          ) : (
            t('confirm.choosePatient')
          )}
        </span>
      </List.Item>
      <ActionSheet
        visible={open}
        onClose={() => setOpen(false)}
        cancelText={t('confirm.cancel')}
        onAction={(action) => {
          if (action.key === ADD_KEY) void navigate(paths.addPatient);
          const patient = patients.find((candidate) => String(candidate.id) === action.key);
          if (patient) onSelect(patient);
          setOpen(false);
        }}
        actions={[
          ...patients.map((patient) => ({
            key: String(patient.id),
            text: (
              <>
                <HisText>{maskName(patient.name, masked)}</HisText> {patient.patientCode}
              </>
            ),
          })),
          { key: ADD_KEY, text: t('confirm.addPatient') },
        ]}
      />
    </List>
  );
}
