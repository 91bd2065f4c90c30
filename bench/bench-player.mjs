// The one player the HTTP benches measure with: registered and logged in through the API of the
// server at `base`, as a person would. Answers its access token.
const PLAYER = {
  fullName: 'Bench Player',
  email: 'bench@example.in',
  phone: '9123456780',
  password: 'bench-Runner-77',
  confirmPassword: 'bench-Runner-77',
  ludoPlayerId: 'BENCH1',
  ageConfirmed: true,
};

export async function benchPlayerToken(base) {
  const post = (path, body) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await post('/api/auth/register', PLAYER);
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const login = await post('/api/auth/login', { identifier: PLAYER.email, password: PLAYER.password });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  return (await login.json()).accessToken;
}
