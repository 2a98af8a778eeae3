import { useSearchParams } from 'react-router-dom';
import { brand } from '../../../domain/brand';
import { unsubscribe } from '../../data/messages';
import { UnsubscribeScreen } from './UnsubscribeScreen';

/** /unsubscribe?token=…: the link in the newsletter and 'Email Users' e-mails. */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <>
      <title>{`Unsubscribe | ${brand.name}`}</title>
      <UnsubscribeScreen hasToken={token !== ''} onConfirm={() => unsubscribe(token)} />
    </>
  );
}
