import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui/Spinner';
import { storeAffiliateReferral } from '../../../lib/affiliateCookies';
import { trackReferralClick } from '../api/affiliateApi';

type AffiliateProductRedirectProps = { kind: 'courses' | 'tools' };

/** /courses/:slug/ref/:affCode and /tools/:slug/ref/:affCode: remember the referrer, then show the product. */
export default function AffiliateProductRedirect({ kind }: AffiliateProductRedirectProps) {
  const { slug = '', affCode = '' } = useParams();
  const navigate = useNavigate();

  useEffect(() => {
    if (affCode) {
      storeAffiliateReferral(affCode, slug);
      trackReferralClick(affCode, slug);
    }
    navigate(`/${kind}/${encodeURIComponent(slug)}`, { replace: true });
  }, [kind, slug, affCode, navigate]);

  return <Spinner label="Đang chuyển hướng..." />;
}
