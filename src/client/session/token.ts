// The user store of spec 3.1: token and userInfo (name, phone), kept in localStorage.
const TOKEN_KEY = 'token';
const USER_KEY = 'userInfo';

export interface StoredUser { name: string; phone: string }

export const tokenStore = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  set(token: string, user: StoredUser) {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  },
  user(): StoredUser | null {
    try {
      return JSON.parse(localStorage.getItem(USER_KEY) ?? 'null');
    } catch {
      return null;
    }
  },
  clear() {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
  },
};
