import type { StoreAnalytics } from '../../domain/analytics';
import { api } from './api';

/** The analytics screen's figures, computed by the server from every stored order (admins). */
export const getAnalytics = () => api<StoreAnalytics>('/analytics', { signedIn: true });
