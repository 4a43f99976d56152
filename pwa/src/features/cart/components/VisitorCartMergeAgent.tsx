import { useEffect } from 'react';
import toast from 'react-hot-toast';
import type { CartItem } from '../../../lib/db';
import { useAuth } from '../../auth';
import { watchVisitorCart } from '../visitorCartMerge';

const ownedDroppedMessage = (items: CartItem[]) => `Đã bỏ khỏi giỏ hàng khóa học bạn đã sở hữu: ${items.map((item) => item.title).join(', ')}.`;

/** Mounted while someone is signed in: what they put in the cart before signing in joins their cart. */
export function VisitorCartMergeAgent() {
  const userId = useAuth().user?._id;
  useEffect(() => (userId ? watchVisitorCart(userId, (owned) => toast(ownedDroppedMessage(owned))) : undefined), [userId]);
  return null;
}
