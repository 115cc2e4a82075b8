// TEMPORARY hand-written subset until `npm run db:types` generates this file from the migrations.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      site_settings: {
        Row: { setting_key: string; setting_value: Json };
        Insert: { setting_key: string; setting_value: Json };
        Update: { setting_key?: string; setting_value?: Json };
        Relationships: [];
      };
      hero_videos: {
        Row: { id: string; video_file_path: string; start_seconds: number; end_seconds: number; is_active: boolean };
        Insert: { id?: string; video_file_path: string; start_seconds?: number; end_seconds?: number; is_active?: boolean };
        Update: { id?: string; video_file_path?: string; start_seconds?: number; end_seconds?: number; is_active?: boolean };
        Relationships: [];
      };
      church_events: {
        Row: {
          id: string;
          title: string;
          description: string | null;
          location: string | null;
          start_time: string;
          end_time: string | null;
          cover_image_source_type: string | null;
          cover_image_path: string | null;
          cover_image_external_url: string | null;
          meeting_links: Json;
        };
        Insert: { id?: string; title: string; start_time: string };
        Update: { id?: string; title?: string };
        Relationships: [];
      };
      newsletter_subscribers: {
        Row: { id: string; email: string; created_at: string };
        Insert: { id?: string; email: string; created_at?: string };
        Update: { email?: string };
        Relationships: [];
      };
      prayer_requests: {
        Row: { id: string; name: string | null; email: string | null; request_details: string; is_public: boolean; created_at: string };
        Insert: { id?: string; name?: string | null; email?: string | null; request_details: string; is_public?: boolean; created_at?: string };
        Update: { name?: string | null };
        Relationships: [];
      };
    };
    Views: { [_ in never]: never };
    Functions: { [_ in never]: never };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};

type PublicSchema = Database['public'];
export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row'];
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];
