import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui/Spinner';
import { storeAffiliateReferral } from '../../../lib/affiliateCookies';
import { trackReferralClick } from '../api/affiliateApi';

/** /ref/:affiliateCode: remember the referrer and continue to the home page. */
export default function ReferralEntry() {
  const { affiliateCode = '' } = useParams();
  const navigate = useNavigate();

  useEffect(() => {
    if (affiliateCode) {
      storeAffiliateReferral(affiliateCode);
      trackReferralClick(affiliateCode);
    }
    navigate('/', { replace: true });
  }, [affiliateCode, navigate]);

  return <Spinner label="Đang chuyển hướng..." />;
}
