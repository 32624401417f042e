declare module 'virtual:scheduler-routes' {
  import type { RouteDef } from '@scheduler/contracts/route';
  const routes: readonly Pick<RouteDef, 'area' | 'operation' | 'method' | 'path' | 'bodyType'>[];
  export default routes;
}
