import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ClientErrorKey,
  COMMON_NAMESPACE,
  errorText,
  notifyError,
  notifySuccess,
  useApi,
  VisuallyHidden,
  type CourseRateResponse,
} from '@lingualoop/shared';
import { NAMESPACE } from '../../i18n/namespace';
import { STAR_COLOR } from '../common/course-facts';

/** Five radio buttons; choosing one saves the learner's rating (changeable). */
export function RatingForm({
  courseId,
  mine,
  onRated,
}: {
  courseId: number;
  mine: number | null;
  onRated: (answer: CourseRateResponse) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tCommon } = useTranslation(COMMON_NAMESPACE);
  const api = useApi();
  const [saving, setSaving] = useState(false);
  const [value, setValue] = useState(mine);

  async function rate(rating: number) {
    const before = value;
    setValue(rating);
    setSaving(true);
    try {
      onRated(await api.rateCourse(courseId, rating));
      notifySuccess(t('detail.rating.saved'));
    } catch (error) {
      setValue(before);
      notifyError(errorText(error, tCommon, ClientErrorKey.unknown));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Fieldset disabled={saving} aria-busy={saving}>
      <legend>{t('detail.rating.label')}</legend>
      <Stars>
        {[1, 2, 3, 4, 5].map((star) => (
          <label key={star} title={t('detail.rating.star', { count: star })}>
            <input
              type="radio"
              name={`rating-${courseId}`}
              value={star}
              checked={value === star}
              onChange={() => void rate(star)}
            />
            <span aria-hidden="true" data-on={value !== null && star <= value}>
              ★
            </span>
            <VisuallyHidden>{t('detail.rating.star', { count: star })}</VisuallyHidden>
          </label>
        ))}
      </Stars>
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Stars = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};

  label {
    position: relative;
    cursor: pointer;
    font-size: 1.75rem;
    line-height: 1;
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  span[data-on='true'] {
    color: ${STAR_COLOR};
  }
  span[data-on='false'] {
    color: ${({ theme }) => theme.colors.borderStrong};
  }
  input:focus-visible + span {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;
