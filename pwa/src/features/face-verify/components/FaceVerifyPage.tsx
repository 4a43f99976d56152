import { Navigate, useLocation, useParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui/Spinner';
import { useAuth } from '../../auth';
import { FaceVerify } from './FaceVerify';

/** /learn/:courseSlug/verify: the face check that unlocks a course for a few hours. */
export default function FaceVerifyPage() {
  const { courseSlug = '' } = useParams();
  const { status, user } = useAuth();
  const { pathname } = useLocation();
  if (status === 'loading') return <Spinner />;
  if (!user) return <Navigate to="/login" replace state={{ from: pathname }} />;
  // Another user or course starts afresh (consent, camera, result).
  return <FaceVerify key={`${user._id}/${courseSlug}`} userId={user._id} slug={courseSlug} />;
}
