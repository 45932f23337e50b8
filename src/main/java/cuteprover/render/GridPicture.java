package cuteprover.render;

/** A picture that is one grid of cells: its figure is that grid alone. */
interface GridPicture extends Picture {

    /** The cells, titled and captioned, as every output form draws them. */
    Grid grid();

    @Override
    default Figure figure() {
        return Figure.of(grid());
    }
}
