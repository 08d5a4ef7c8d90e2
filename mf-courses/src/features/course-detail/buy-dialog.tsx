import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Dialog, Link, type CourseDetail } from '@lingualoop/shared';
import { NAMESPACE } from '../../i18n/namespace';

/** Confirms a purchase: the price, the balance now and after; says so when it is not enough. */
export function BuyDialog({
  open,
  course,
  title,
  balance,
  buying,
  onConfirm,
  onClose,
}: {
  open: boolean;
  course: CourseDetail;
  title: string;
  balance: number;
  buying: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const price = course.price_credits;
  const missing = Math.max(0, price - balance);
  const credits = (count: number) => t('common.credits', { count });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(course.is_free ? 'detail.buy.confirmJoinTitle' : 'detail.buy.confirmTitle', {
        title,
      })}
      closeLabel={t('detail.buy.close')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('detail.buy.cancel')}
          </Button>
          {missing > 0 ? (
            <Button as={Link} to="/premium">
              {t('detail.buy.getCredits')}
            </Button>
          ) : (
            <Button loading={buying} onClick={onConfirm}>
              {t(course.is_free ? 'detail.buy.confirmJoin' : 'detail.buy.confirm')}
            </Button>
          )}
        </>
      }
    >
      {!course.is_free && (
        <Sums>
          <dt>{t('detail.buy.price')}</dt>
          <dd>{credits(price)}</dd>
          <dt>{t('detail.buy.balance')}</dt>
          <dd>{credits(balance)}</dd>
          {missing === 0 && (
            <>
              <dt>{t('detail.buy.after')}</dt>
              <dd>
                <strong>{credits(balance - price)}</strong>
              </dd>
            </>
          )}
        </Sums>
      )}
      {missing > 0 && <Warning role="alert">{t('detail.buy.notEnough', { missing })}</Warning>}
    </Dialog>
  );
}

const Sums = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Warning = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
`;
