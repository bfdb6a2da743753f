import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout';

const HomePage = lazy(() => import('./HomePage'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));

/** Every page exists in French (no prefix) and English (`/en` prefix). */
const pages: RouteObject[] = [{ index: true, element: <HomePage /> }];

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', children: pages },
      { path: '/en', children: pages },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
